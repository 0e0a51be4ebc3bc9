import { useQuery } from '@tanstack/react-query';
import { requestStaff } from './request-staff.ts';

/** Complaint types and sub-types, in the server's wording; they change with a release only. */
export function useComplaintTypes() {
  return useQuery({
    queryKey: ['staff', 'complaint-types'],
    queryFn: async () => (await requestStaff('complaintTypes')).types,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
