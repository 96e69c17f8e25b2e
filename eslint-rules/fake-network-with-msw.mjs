// Browser-side tests fake the network one way: MSW, through shared/src/testing/mock-api.ts
// (docs/ARCHITECTURE.md, Tests). `no-restricted-syntax` refuses a hand-built fetch stub in them:
// assigning any `.fetch` (global, globalThis, window), defining it, or spying on it.
const message =
  'Fake the network with MSW (@bgmi/shared/testing/mock-api: mockApi, mockApis), not a hand-built fetch.';

export const noHandBuiltFetch = [
  { selector: "AssignmentExpression > MemberExpression.left[property.name='fetch']", message },
  {
    selector:
      "CallExpression[callee.object.name='Object'][callee.property.name='defineProperty'][arguments.1.value='fetch']",
    message,
  },
  {
    selector:
      "CallExpression[callee.object.name='jest'][callee.property.name='spyOn'][arguments.1.value='fetch']",
    message,
  },
];
