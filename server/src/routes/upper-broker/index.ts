import type { FastifyInstance } from 'fastify';
import upperSave from './jantri-upper-save';
import upperList from './jantri-upper-list';
import upperRemove from './jantri-upper-remove';
import passSend from './jantri-pass-send';
import passList from './jantri-pass-list';
import passDecide from './jantri-pass-decide';
import passTakeBack from './jantri-pass-take-back';
import layerHisab from './jantri-layer-hisab';

/** The upper broker's calls (issue 27, DESIGN section 5): one file per call. */
export default async function routes(app: FastifyInstance) {
  for (const route of [
    upperSave,
    upperList,
    upperRemove,
    passSend,
    passList,
    passDecide,
    passTakeBack,
    layerHisab,
  ]) {
    await app.register(route);
  }
}
