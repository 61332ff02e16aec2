import { Skeleton, Text, useComputedColorScheme } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { renderCard, templateProblem, type CardTemplate, type TemplateDraft } from '../../../domain/cardPackage';
import { mediaReader, safeCardHtml } from '../../../services/cardHtml';
import { PACKAGE_COPY } from '../../../ui/packages/packageCopy';
import { templateDrafts } from '../../../services/templateDrafts';
import { TemplateEditor, type PreviewSide } from '../../../ui/packages/TemplateEditor';
import { LoadFailed } from '../../../ui/shell/StatusView';
import { api } from '../../api';
import { envFacts } from '../../app';
import { useRequest } from '../../useRequest';
import type { PackageTabProps } from './tabProps';
import { useCreatorLoad } from './useCreatorLoad';

const { templates: COPY } = PACKAGE_COPY;
/** The preview is drawn again once typing pauses this long. */
const PREVIEW_PAUSE_MS = 250;

const draftOf = ({ front, back, css }: CardTemplate): TemplateDraft => ({ front, back, css });
const sameDraft = (a: TemplateDraft, b: TemplateDraft) => a.front === b.front && a.back === b.back && a.css === b.css;

/** The sample note drawn with the draft, made safe (sanitized, the package's media inlined) after a pause. */
function usePreview(
  packageUuid: string,
  draft: TemplateDraft | null,
  sample: Record<string, string>,
  side: PreviewSide,
) {
  const [html, setHtml] = useState<string | null>(null);
  const readMedia = useMemo(() => mediaReader(envFacts.ossURL, packageUuid), [packageUuid]);
  useEffect(() => {
    if (!draft) return;
    let current = true;
    const timer = setTimeout(() => {
      void safeCardHtml(renderCard(draft, sample)[side], readMedia).then((safe) => current && setHtml(safe));
    }, PREVIEW_PAUSE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [draft, sample, side, readMedia]);
  return html;
}

/**
 * 模板: the package's card templates, each edited in place (front, back, CSS) with a live preview of its note type's
 * sample; an edit kept per template until it is saved, and kept as typed when the save is refused.
 */
export function TemplatesTab({ pkg, reload }: PackageTabProps) {
  const dark = useComputedColorScheme('light') === 'dark';
  const path = { package_uuid: pkg.package_uuid };
  const load = useCreatorLoad(async () =>
    (
      await Promise.all(
        pkg.models.map(async (model) =>
          (await api.apkg.listTemplates({ path: { ...path, model_id: model.model_id }, noToast: true })).items.map(
            (template) => ({ template, modelName: model.name }),
          ),
        ),
      )
    ).flat(),
  );
  const [saved, setSaved] = useState<Record<string, CardTemplate>>({});
  // Unsaved edits outlive a switch to another tab, and a reload.
  const [drafts, setDrafts] = useState(() => templateDrafts.read(pkg.package_uuid));
  useEffect(() => templateDrafts.save(pkg.package_uuid, drafts), [pkg.package_uuid, drafts]);
  const [selected, setSelected] = useState('');
  const [side, setSide] = useState<PreviewSide>('front');
  const [problem, setProblem] = useState('');
  const templates = (load.data ?? []).map(({ template, modelName }) => ({
    template: saved[template.template_id] ?? template,
    modelName,
  }));
  const current = templates.find((t) => t.template.template_id === selected) ?? templates[0];
  const id = current?.template.template_id ?? '';
  const draft = current ? (drafts[id] ?? draftOf(current.template)) : null;
  const model = pkg.models.find((m) => m.model_id === current?.template.model_id);
  const previewHtml = usePreview(pkg.package_uuid, draft, model?.sample ?? {}, side);

  const save = useRequest(
    ({ template, edit }: { template: CardTemplate; edit: TemplateDraft }) =>
      api.apkg.updateTemplate({
        path: { ...path, model_id: template.model_id, template_id: template.template_id },
        body: edit,
        noToast: true,
      }),
    (answer) => {
      // The draft stays: what was typed while it saved is still there, and shows as unsaved.
      setSaved((before) => ({ ...before, [answer.template_id]: answer }));
      reload();
    },
  );

  if (!load.data && load.error) return <LoadFailed title={COPY.loadFailed} error={load.error} onRetry={load.reload} />;
  if (!load.data) return <Skeleton m="md" height={320} radius="md" aria-label={COPY.loading} />;
  if (!current || !draft)
    return (
      <Text c="dimmed" ta="center" py="xl">
        {COPY.empty}
      </Text>
    );
  const dirty = !sameDraft(draft, draftOf(current.template));
  return (
    <TemplateEditor
      templates={templates}
      selected={id}
      draft={draft}
      fields={model?.fields ?? []}
      modelName={current.modelName}
      side={side}
      previewHtml={previewHtml}
      dark={dark}
      dirty={dirty}
      saving={save.busy}
      saved={save.done && !dirty}
      error={problem || (dirty ? save.error : '')}
      onSelect={(next) => {
        setSelected(next);
        setProblem('');
      }}
      onChange={(edit) => setDrafts((before) => ({ ...before, [id]: edit }))}
      onSide={setSide}
      onSave={() => {
        const found = templateProblem(draft);
        setProblem(found ?? '');
        if (!found) save.run({ template: current.template, edit: draft });
      }}
    />
  );
}
