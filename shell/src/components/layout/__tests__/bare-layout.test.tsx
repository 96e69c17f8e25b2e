import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../testing/render';
import { setRuntimeConfig } from '@bgmi/shared';
import { ESPORTS_DEPLOY } from '../../../testing/fixtures';
import { Layout } from '../layout';

// The routes come from the side's deploy (as the static server serves them), here with the
// stage pages the esports side publishes: the overlay marked layout 'none', the stages page not.
beforeAll(() =>
  setRuntimeConfig({
    deploys: {
      esports: {
        ...ESPORTS_DEPLOY,
        routes: [
          ...ESPORTS_DEPLOY.routes,
          { path: '/events/:eventId/stages', side: 'esports', page: 'stages', title: 'Stages' },
          {
            path: '/overlay/stages/:stageId',
            side: 'esports',
            page: 'stage-overlay',
            title: 'Live Table',
            layout: 'none',
          },
        ],
      },
    },
  }),
);

// A route marked layout 'none' (the stage overlay for streaming tools) is drawn without the
// site's header and footer; every other route keeps them.
describe('layout', () => {
  it('draws the page alone on a bare route', () => {
    renderWithProviders(
      <Layout>
        <p>live table</p>
      </Layout>,
      { bare: true, path: '/overlay/stages/abc' },
    );
    expect(screen.getByText('live table')).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('keeps the header and footer elsewhere', () => {
    renderWithProviders(
      <Layout>
        <p>stages</p>
      </Layout>,
      { bare: true, path: '/events/abc/stages' },
    );
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });
});
