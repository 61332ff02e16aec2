import { useState } from 'react';
import { cleanName, DECK_NAME_MAX, nameProblem, type Deck } from '../../../domain/cardPackage';
import { DeckList } from '../../../ui/packages/DeckList';
import { NameDialog } from '../../../ui/packages/NameDialog';
import { PACKAGE_COPY } from '../../../ui/packages/packageCopy';
import { ConfirmDialog } from '../../../ui/shell/ConfirmDialog';
import { api } from '../../api';
import { useRequest } from '../../useRequest';
import type { PackageTabProps } from './tabProps';

const { decks: COPY } = PACKAGE_COPY;

type DeckChange =
  { kind: 'create'; name: string } | { kind: 'rename'; deck: Deck; name: string } | { kind: 'delete'; deck: Deck };

/** 牌组: create, rename and delete a package's decks; deleting asks first and names the cards it takes along. */
export function DecksTab({ pkg, reload }: PackageTabProps) {
  const path = { package_uuid: pkg.package_uuid };
  const [decks, setDecks] = useState(pkg.decks);
  const [dialog, setDialog] = useState<{ kind: 'create' } | { kind: 'rename' | 'delete'; deck: Deck } | null>(null);
  const [problem, setProblem] = useState('');
  const change = useRequest(
    async (asked: DeckChange): Promise<Deck[]> => {
      const quiet = { noToast: true } as const;
      if (asked.kind === 'delete')
        return (await api.apkg.deleteDeck({ path: { ...path, deck_id: asked.deck.deck_id }, ...quiet })).items;
      if (asked.kind === 'create')
        return [...decks, await api.apkg.createDeck({ path, body: { name: asked.name }, ...quiet })];
      const saved = await api.apkg.updateDeck({
        path: { ...path, deck_id: asked.deck.deck_id },
        body: { name: asked.name },
        ...quiet,
      });
      return decks.map((d) => (d.deck_id === saved.deck_id ? saved : d));
    },
    (next) => {
      setDecks(next);
      setDialog(null);
      // The package's version and card count moved with it.
      reload();
    },
  );
  // A question starts clean: an earlier refusal belongs to the change it refused.
  const ask = (asked: NonNullable<typeof dialog>) => {
    change.reset();
    setProblem('');
    setDialog(asked);
  };
  const close = () => {
    setDialog(null);
    setProblem('');
    change.reset();
  };
  const saveName = (name: string) => {
    const found = nameProblem(name, DECK_NAME_MAX);
    setProblem(found ?? '');
    if (found || !dialog) return;
    const clean = cleanName(name);
    change.run(
      dialog.kind === 'rename' ? { kind: 'rename', deck: dialog.deck, name: clean } : { kind: 'create', name: clean },
    );
  };
  const deleting = dialog?.kind === 'delete' ? dialog.deck : null;
  return (
    <>
      <DeckList
        decks={decks}
        busy={change.busy}
        error={dialog ? '' : change.error}
        onCreate={() => ask({ kind: 'create' })}
        onRename={(deck) => ask({ kind: 'rename', deck })}
        onDelete={(deck) => ask({ kind: 'delete', deck })}
      />
      <NameDialog
        title={dialog?.kind === 'create' ? COPY.create : dialog?.kind === 'rename' ? COPY.rename : null}
        label={COPY.nameLabel}
        initial={dialog?.kind === 'rename' ? dialog.deck.name : ''}
        max={DECK_NAME_MAX}
        error={problem || change.error}
        busy={change.busy}
        onSave={saveName}
        onClose={close}
      />
      <ConfirmDialog
        opened={deleting !== null}
        title={COPY.confirmTitle(deleting?.name ?? '')}
        text={COPY.confirmText(deleting?.card_count ?? 0)}
        confirmLabel={COPY.confirm}
        onConfirm={() => {
          if (!deleting) return;
          setDialog(null);
          change.run({ kind: 'delete', deck: deleting });
        }}
        onDismiss={() => setDialog(null)}
      />
    </>
  );
}
