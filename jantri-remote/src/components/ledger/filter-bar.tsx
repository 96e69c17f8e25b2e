import { useSessionLists } from '../../lib/use-caller';
import { NameSelect } from './name-select';
import { useJantriT } from '../../lib/i18n';

export interface NameFilter {
  client_name: string;
  game_name: string;
}

/** Client and game dropdowns whose empty choice means every client or game. */
export function FilterBar({
  value,
  onChange,
  idPrefix,
}: {
  value: NameFilter;
  onChange: (v: NameFilter) => void;
  idPrefix: string;
}) {
  const { clients, games } = useSessionLists();
  const t = useJantriT();
  return (
    <div className="card ledger-form">
      <NameSelect
        id={`${idPrefix}-client`}
        label={t('common.client')}
        placeholder={t('common.allClients')}
        names={clients}
        value={value.client_name}
        onChange={(client_name) => onChange({ ...value, client_name })}
      />
      <NameSelect
        id={`${idPrefix}-game`}
        label={t('common.game')}
        placeholder={t('common.allGames')}
        names={games}
        value={value.game_name}
        onChange={(game_name) => onChange({ ...value, game_name })}
      />
    </div>
  );
}
