import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, getServicesCall, type ServiceCard } from '@bgmi/shared';
import { currentLanguage } from '@bgmi/shared/i18n';
import { servicesT } from '../i18n';

/** get-services: public, no token. */
export async function fetchServices(): Promise<ServiceCard[]> {
  return (
    await callApi(getServicesCall, {}, { fallbackMessage: servicesT(currentLanguage(), 'failed') })
  ).data;
}

export const servicesQuery = () => queryOptions({ queryKey: ['services'], queryFn: fetchServices });

export function useServices() {
  return useQuery(servicesQuery());
}
