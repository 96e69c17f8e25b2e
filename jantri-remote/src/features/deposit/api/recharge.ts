import { callApi, rechargeEndpoint, type RechargeData } from '@bgmi/shared';

/** Links the plan to the deposit just sent; it activates when the deposit is approved. */
export function sendRecharge(body: RechargeData) {
  return callApi(rechargeEndpoint, body);
}
