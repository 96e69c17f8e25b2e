/**
 * Bet entry on /game: a text box for pasted strings with a live preview (DESIGN section 5).
 * The game page renders it for the chosen client and game; `onSaved` refreshes the grid.
 * Filled by the ledger issue.
 */
export interface BetEntryPanelProps {
  clientName: string;
  gameName: string;
  onSaved: () => void;
}

export function BetEntryPanel(_props: BetEntryPanelProps) {
  return null;
}
