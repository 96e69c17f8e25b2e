// The package boundaries fail on a planted violation and pass the code that obeys them
// (`node --test eslint-rules/`, part of `npm run lint`): a feature importing another feature,
// and a shell file reaching a remote's code.
import path from 'node:path';
import { describe, it } from 'node:test';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { noCrossFeature } from './no-cross-feature.mjs';
import { noRemoteCode } from './no-remote-code.mjs';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
});

const repoRoot = path.dirname(path.dirname(new URL(import.meta.url).pathname));
const inRepo = (file) => path.join(repoRoot, file);
const friendsFile = inRepo('esports-remote/src/features/friends-chat-friends/components/list.tsx');

tester.run('local/no-cross-feature', noCrossFeature, {
  valid: [
    { code: "import { Row } from './row';", filename: friendsFile },
    { code: "import { api } from '../api/friends';", filename: friendsFile },
    { code: "import { Avatar } from '../../../components/avatar';", filename: friendsFile },
    // Pages compose features: a page file is in no feature.
    {
      code: "import { TeamList } from '../features/teams/components/team-list';",
      filename: inRepo('esports-remote/src/pages/teams-page.tsx'),
    },
  ],
  invalid: [
    {
      code: "import { useTeams } from '../../teams/api/teams';",
      filename: friendsFile,
      errors: [{ messageId: 'cross', data: { from: 'friends-chat-friends', to: 'teams' } }],
    },
    {
      code: "const page = import('../../teams/components/team-list');",
      filename: friendsFile,
      errors: [{ messageId: 'cross' }],
    },
    {
      code: "export { TeamRow } from '../../teams/components/team-row';",
      filename: friendsFile,
      errors: [{ messageId: 'cross' }],
    },
  ],
});

const shellFile = inRepo('shell/src/app/remote-page.tsx');
const shellScript = inRepo('shell/scripts/build-first-paint.mjs');

tester.run('shell/no-remote-code', noRemoteCode, {
  valid: [
    { code: "import { session } from '@bgmi/shared';", filename: shellFile },
    { code: "import { header } from './header';", filename: shellFile },
    { code: "const dir = path.join(__dirname, 'dist');", filename: shellScript },
  ],
  invalid: [
    {
      code: "import { pages } from '@bgmi/esports-remote/pages';",
      filename: shellFile,
      errors: [{ messageId: 'remote' }],
    },
    {
      code: "import { routes } from '../../../jantri-remote/src/routes';",
      filename: shellFile,
      errors: [{ messageId: 'remote' }],
    },
    {
      code: "const routes = require('../../esports-remote/src/routes');",
      filename: shellScript,
      errors: [{ messageId: 'remote' }],
    },
    {
      code: "const dir = path.join(__dirname, '..', '..', 'jantri-remote', 'dist');",
      filename: shellScript,
      errors: [{ messageId: 'remote' }],
    },
  ],
});
