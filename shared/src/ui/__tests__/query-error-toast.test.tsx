import { render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { createQueryClient } from '../../api/query-client';
import { notifyError } from '../toasts';

jest.mock('../toasts', () => ({ ...jest.requireActual('../toasts'), notifyError: jest.fn() }));

function Reader({
  id,
  meta,
}: {
  id: string;
  meta?: { errorToast: string | ((e: Error) => string) };
}) {
  const query = useQuery({
    queryKey: ['thing'],
    queryFn: () => Promise.reject(new Error(id === 'silent' ? '' : 'Server says no')),
    meta,
  });
  return <p>{query.isError ? `${id} failed` : `${id} loading`}</p>;
}

beforeEach(() => jest.mocked(notifyError).mockClear());

describe('the global query-error toast', () => {
  it('toasts the server message once, though two components show the query', async () => {
    const client = createQueryClient({ retry: false });
    render(
      <QueryClientProvider client={client}>
        <Reader id="a" meta={{ errorToast: 'Failed to fetch' }} />
        <Reader id="b" meta={{ errorToast: 'Failed to fetch' }} />
      </QueryClientProvider>,
    );
    await screen.findByText('b failed');
    expect(notifyError).toHaveBeenCalledTimes(1);
    expect(notifyError).toHaveBeenCalledWith('Server says no');
  });

  it('falls back to the meta text, or what its function says; silent without meta', async () => {
    const client = createQueryClient({ retry: false });
    const { unmount } = render(
      <QueryClientProvider client={client}>
        <Reader id="silent" meta={{ errorToast: 'Failed to fetch plans' }} />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(notifyError).toHaveBeenCalledWith('Failed to fetch plans'));
    unmount();

    jest.mocked(notifyError).mockClear();
    const other = createQueryClient({ retry: false });
    const view = render(
      <QueryClientProvider client={other}>
        <Reader id="fn" meta={{ errorToast: (error) => `made: ${error.message}` }} />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(notifyError).toHaveBeenCalledWith('made: Server says no'));
    view.unmount();

    jest.mocked(notifyError).mockClear();
    render(
      <QueryClientProvider client={createQueryClient({ retry: false })}>
        <Reader id="none" />
      </QueryClientProvider>,
    );
    await screen.findByText('none failed');
    expect(notifyError).not.toHaveBeenCalled();
  });
});
