import { loadShare } from '@module-federation/enhanced/runtime';
import { prefetchWhenIdle } from '../idle-prefetch';
import { prefetchSchemaLibraryWhenIdle } from '../schema-library-prefetch';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadShare: jest.fn() }));
jest.mock('../idle-prefetch', () => ({ prefetchWhenIdle: jest.fn() }));

const queued = prefetchWhenIdle as jest.Mock;
const load = loadShare as jest.Mock;

test('the shared schema library is queued once for the idle prefetch, loaded (not run) through the federation runtime', async () => {
  prefetchSchemaLibraryWhenIdle();
  prefetchSchemaLibraryWhenIdle();
  expect(queued).toHaveBeenCalledTimes(1);
  expect(load).not.toHaveBeenCalled();
  const factory = jest.fn();
  load.mockResolvedValueOnce(factory);
  await queued.mock.calls[0][0]();
  expect(load).toHaveBeenCalledWith('@bgmi/shared/zod-runtime');
  expect(factory).not.toHaveBeenCalled();
  // A failed load is only a lost head start: the queue goes on.
  load.mockRejectedValueOnce(new Error('unreachable'));
  await expect(queued.mock.calls[0][0]()).resolves.toBeUndefined();
});
