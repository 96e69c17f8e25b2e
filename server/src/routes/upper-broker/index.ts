import type { FastifyInstance } from 'fastify';
import upperSave from './upper-save';
import upperList from './upper-list';
import upperRemove from './upper-remove';
import passSend from './pass-send';
import passList from './pass-list';
import passDecide from './pass-decide';
import passTakeBack from './pass-take-back';
import layerHisab from './layer-hisab';

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
