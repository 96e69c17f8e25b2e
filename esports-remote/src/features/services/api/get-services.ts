import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, getServicesEndpoint, type ServiceCard } from '@bgmi/shared';

export const SERVICES_FAILED = 'Failed to fetch services';

/** get-services: public, no token. */
export async function fetchServices(): Promise<ServiceCard[]> {
  return (await callApi(getServicesEndpoint, {}, { fallbackMessage: SERVICES_FAILED })).data;
}

export const servicesQuery = () => queryOptions({ queryKey: ['services'], queryFn: fetchServices });

export function useServices() {
  return useQuery(servicesQuery());
}
