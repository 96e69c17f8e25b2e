import { callApi } from '@bgmi/shared';
import { rechargeEndpoint, type RechargeData } from '@bgmi/shared/jantri-contract';

/** Links the plan to the deposit just sent; it activates when the deposit is approved. */
export function sendRecharge(body: RechargeData) {
  return callApi(rechargeEndpoint, body);
}
