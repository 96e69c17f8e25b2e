import { usePlatformGameT } from '../i18n';
import { localize } from '@bgmi/shared/i18n';
import { Link } from 'react-router-dom';
import { useAccount, useSession } from '@bgmi/shared';
import { JANTRI_ROUTES } from '../../../routes';
import { moneyAmount, moneyMode } from '../../../lib/money-mode';
import { FormField, Icon } from '@bgmi/shared/ui-kit';

/** Every jantri page but the game page itself and the duplicate /add-client path. */
const LINKS = JANTRI_ROUTES.filter(
  (route) => route.path !== '/game' && route.path !== '/add-client',
);
/** Pages about money: hidden when the site's money mode is off (DESIGN section 8). */
const MONEY_PAGES = new Set<string>([
  '/deposit/depositMoney',
  '/deposit/depositHistory',
  '/withdraw/withdrawMoney',
  '/withdraw/withdrawHistory',
  '/RechargePlans',
]);

function visibleLinks(isAdmin: boolean) {
  const mode = moneyMode();
  return LINKS.filter((route) => {
    if (route.path === '/admin') return isAdmin;
    if (route.path === '/limits') return mode === 'real';
    return mode !== 'off' || !MONEY_PAGES.has(route.path);
  });
}

interface GameSidebarProps {
  open: boolean;
  client: string;
  game: string;
  onClient: (name: string) => void;
  onGame: (name: string) => void;
  onClose: () => void;
}

/** Wallet, the client and game selectors (from the session's lists), links to every page. */
export function GameSidebar({ open, client, game, onClient, onGame, onClose }: GameSidebarProps) {
  const { wallet, user_clients: clients, user_games: games } = useAccount();
  const isAdmin = useSession((state) => Boolean(state.userinfo?.isAdmin));
  const language = useSession((state) => state.language);
  const t = usePlatformGameT();
  return (
    <>
      {open && <div className="gm-sidebar-backdrop" onClick={onClose} aria-hidden="true" />}
      <aside className={`gm-sidebar ${open ? 'gm-sidebar-open' : ''}`} aria-label={t('side.menu')}>
        <div className="gm-side-head">
          {moneyMode() !== 'off' && (
            <div className="gm-wallet">
              <span className="muted">{t('side.wallet')}</span>
              <strong data-testid="game-wallet">{moneyAmount(wallet)}</strong>
            </div>
          )}
          <button
            type="button"
            className="btn btn-small gm-side-close"
            onClick={onClose}
            aria-label={t('side.close')}
          >
            <Icon name="close" />
          </button>
        </div>
        <FormField id="gm-client" label={t('side.client')}>
          {(control) => (
            <select
              {...control}
              className="select"
              value={client}
              onChange={(e) => onClient(e.target.value)}
            >
              <option value="">{t('side.selectClient')}</option>
              {clients.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField id="gm-game" label={t('side.game')}>
          {(control) => (
            <select
              {...control}
              className="select"
              value={game}
              onChange={(e) => onGame(e.target.value)}
            >
              <option value="">{t('side.selectGame')}</option>
              {games.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <nav className="gm-links" aria-label={t('side.pages')}>
          {visibleLinks(isAdmin).map((route) => (
            <Link key={route.path} to={route.path} onClick={onClose}>
              {localize(route.title, language)}
            </Link>
          ))}
        </nav>
      </aside>
    </>
  );
}
