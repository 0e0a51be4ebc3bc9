import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { CallFailedError } from '@/platform/call-failed.ts';
import { toast } from '@/platform/toast.ts';

/**
 * A change made from a page: on success a toast and the listed queries asked again; on failure the server's
 * message in a toast (the one way a failed change is shown in the console).
 */
export function useStaffMutation<Input, Output>(
  run: (input: Input) => Promise<Output>,
  { done, refresh }: { done: string; refresh: readonly QueryKey[] },
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: async () => {
      toast.success(done);
      await Promise.all(refresh.map((queryKey) => client.invalidateQueries({ queryKey })));
    },
    onError: (error) => toast.fail(error instanceof CallFailedError ? error.message : String(error)),
  });
}
