import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  cleanName,
  nameProblem,
  PACKAGE_NAME_MAX,
  TAG_MAX,
  TAGS_MAX,
  tagsProblem,
  type CardPackage,
} from '../../../domain/cardPackage';
import { toast } from '../../../services/toast';
import { PACKAGE_COPY } from '../../../ui/packages/packageCopy';
import { PackageList } from '../../../ui/packages/PackageList';
import { StatusView } from '../../../ui/shell/StatusView';
import { api } from '../../api';
import { TitledScreen } from '../../shell/TitledScreen';
import { useRequest } from '../../useRequest';
import { usePages } from '../usePages';
import { AddPackagesDialog, NameDialog, PackageActionSheet, TagsDialog } from './packageDialogs';
import { PackagesPending } from './PackagesPending';
import { useCreatorLoad } from './useCreatorLoad';

const { list: COPY } = PACKAGE_COPY;
const quiet = { noToast: true } as const;

/** A name checked on the device first, then sent; the form shows either refusal. */
function useNamedChange<R>(send: (name: string) => Promise<R>, onDone: (result: R) => void) {
  const [problem, setProblem] = useState('');
  const request = useRequest(send, onDone);
  return {
    busy: request.busy,
    error: problem || request.error,
    save: (name: string) => {
      const found = nameProblem(name, PACKAGE_NAME_MAX);
      setProblem(found ?? '');
      if (!found) request.run(cleanName(name));
    },
    reset: () => {
      setProblem('');
      request.reset();
    },
  };
}

/** The packages I may add to the list, read page by page once the dialog opens. */
function AddExisting({ onClose, onAdded }: { onClose: () => void; onAdded: (items: CardPackage[]) => void }) {
  const pages = usePages((page) => api.apkg.listPackages({ body: { page_number: page, page_size: 20 }, ...quiet }));
  const [adding, setAdding] = useState<string | null>(null);
  const add = useRequest(
    (packageUuid: string) => {
      setAdding(packageUuid);
      return api.apkg.addMyPackage({ body: { package_uuid: packageUuid }, ...quiet });
    },
    ({ items }) => {
      onAdded(items);
      onClose();
    },
  );
  return (
    <AddPackagesDialog
      opened
      packages={pages.loaded?.items ?? null}
      footer={pages.footer}
      error={add.error || (pages.loaded ? '' : pages.error)}
      adding={add.busy ? adding : null}
      onAdd={add.run}
      onMore={pages.next}
      onRetry={pages.reload}
      onClose={onClose}
    />
  );
}

/**
 * /creator/packages, 我的卡包 (creators only): my packages with their cards, release and tags. New ones are created
 * here and existing ones added back; each is renamed, tagged or taken off the list (the package itself stays).
 */
export default function Packages() {
  const navigate = useNavigate();
  const [packages, setPackages] = useState<CardPackage[] | null>(null);
  const load = useCreatorLoad(() => api.apkg.listMyPackages(quiet));
  const shown = packages ?? load.data?.items ?? null;
  const [dialog, setDialog] = useState<
    { kind: 'create' } | { kind: 'rename' | 'tags' | 'more'; pkg: CardPackage } | { kind: 'add' } | null
  >(null);
  const close = () => {
    setDialog(null);
    create.reset();
    rename.reset();
  };
  const replace = (pkg: CardPackage) =>
    setPackages((shown ?? []).map((p) => (p.package_uuid === pkg.package_uuid ? pkg : p)));

  const create = useNamedChange(
    (name) => api.apkg.createPackage({ body: { name }, ...quiet }),
    (pkg) => void navigate(`/creator/packages/${encodeURIComponent(pkg.package_uuid)}`),
  );
  const rename = useNamedChange(
    (name) =>
      api.apkg.renamePackage({
        path: { package_uuid: dialog && 'pkg' in dialog ? dialog.pkg.package_uuid : '' },
        body: { name },
        ...quiet,
      }),
    (pkg) => {
      replace(pkg);
      close();
    },
  );
  const knownTags = useRequest(() => api.apkg.listCreatorTags(quiet));
  const [tagProblem, setTagProblem] = useState('');
  const tag = useRequest(
    ({ pkg, tags }: { pkg: CardPackage; tags: string[] }) =>
      api.apkg.tagPackage({ path: { package_uuid: pkg.package_uuid }, body: { tags }, ...quiet }),
    (pkg) => {
      replace(pkg);
      setDialog(null);
    },
  );
  const [removing, setRemoving] = useState<string | null>(null);
  const remove = useRequest(
    async (pkg: CardPackage) => {
      setRemoving(pkg.package_uuid);
      const { items } = await api.apkg.removeMyPackage({ path: { package_uuid: pkg.package_uuid }, ...quiet });
      return { items, removed: pkg.name };
    },
    ({ items, removed }) => {
      setPackages(items);
      toast(COPY.removed(removed));
    },
  );

  let body;
  if (!shown) body = <PackagesPending load={load} />;
  else if (shown.length === 0)
    body = (
      <StatusView
        {...COPY.empty}
        actions={[
          { label: COPY.create, primary: true, onClick: () => setDialog({ kind: 'create' }) },
          { label: COPY.addExisting, onClick: () => setDialog({ kind: 'add' }) },
        ]}
      />
    );
  else
    body = (
      <PackageList
        packages={shown}
        removing={remove.busy ? removing : null}
        error={remove.error}
        onOpen={(pkg) => void navigate(`/creator/packages/${encodeURIComponent(pkg.package_uuid)}`)}
        onCreate={() => setDialog({ kind: 'create' })}
        onAddExisting={() => setDialog({ kind: 'add' })}
        onMore={(pkg) => setDialog({ kind: 'more', pkg })}
      />
    );

  const named = dialog?.kind === 'create' ? create : rename;
  return (
    <TitledScreen>
      {body}
      {dialog?.kind === 'more' && (
        <PackageActionSheet
          pkg={dialog.pkg}
          onClose={() => setDialog(null)}
          onRename={(pkg) => setDialog({ kind: 'rename', pkg })}
          onTags={(pkg) => {
            setTagProblem('');
            tag.reset();
            knownTags.run(undefined);
            setDialog({ kind: 'tags', pkg });
          }}
          onRemove={remove.run}
        />
      )}
      {(dialog?.kind === 'create' || dialog?.kind === 'rename') && (
        <NameDialog
          title={dialog.kind === 'create' ? COPY.create : COPY.rename}
          label={COPY.nameLabel}
          initial={dialog.kind === 'rename' ? dialog.pkg.name : ''}
          max={PACKAGE_NAME_MAX}
          error={named.error}
          busy={named.busy}
          onSave={named.save}
          onClose={close}
        />
      )}
      {dialog?.kind === 'tags' && (
        <TagsDialog
          packageName={dialog.pkg.name}
          initial={dialog.pkg.tags}
          known={knownTags.result?.items.map((t) => t.tag) ?? []}
          max={TAGS_MAX}
          each={TAG_MAX}
          error={tagProblem || tag.error}
          busy={tag.busy}
          onSave={(tags) => {
            const problem = tagsProblem(tags);
            setTagProblem(problem ?? '');
            if (!problem) tag.run({ pkg: dialog.pkg, tags });
          }}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'add' && <AddExisting onClose={() => setDialog(null)} onAdded={setPackages} />}
    </TitledScreen>
  );
}
