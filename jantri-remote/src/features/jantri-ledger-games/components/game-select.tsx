import { useGamesT } from '../i18n';
import { NameSelect } from '../../../components/ledger/name-select';
import { useSessionLists } from '../../../lib/use-caller';

interface GameSelectProps {
  id: string;
  value: string;
  onChange: (game: string) => void;
}

/** The game pages' select of one of the session's games. */
export function GameSelect({ id, value, onChange }: GameSelectProps) {
  const t = useGamesT();
  const { games } = useSessionLists();
  return (
    <NameSelect
      id={id}
      label={t('form.game')}
      placeholder={t('form.selectGame')}
      names={games}
      value={value}
      onChange={onChange}
    />
  );
}
