import type { EndpointBody } from '@bgmi/shared';
import type { BetRecord, deleteBetRecordEndpoint } from '@bgmi/shared/jantri-contract';
import { currentCaller } from '../use-caller';

/**
 * delete-bet-record's body for one stored entry, the same from the operator's bets page and a
 * writer's book desk: the spec's fields plus the record's _id, so exactly that entry goes; a
 * hruf type only on a hruf entry.
 */
export function deleteBetRecordBody(
  record: BetRecord,
): EndpointBody<typeof deleteBetRecordEndpoint> {
  return {
    ...currentCaller(),
    _id: record._id,
    client_name: record.client_name,
    game_name: record.game_name,
    bet_numbers: record.bet_numbers,
    hruf_type: record.bet_type === 'hruf' ? (record.bet_data.hruf_type ?? '') : '',
  };
}
