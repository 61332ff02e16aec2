import { Stack } from '@mantine/core';
import { useEffect, useState } from 'react';
import {
  redeemCodesCsv,
  redeemedGift,
  type GeneratedBatch,
  type RedeemBatch,
  type RedeemCode,
} from '../../domain/redeem';
import { downloadText } from '../../lib/downloadText';
import { chinaDate } from '../../lib/studyDates';
import { redeemBatchMachine } from '../../machines/redeemBatch.machine';
import { redeemBatchView } from '../../machines/redeemBatch.view';
import { DeskSplit } from '../../ui/admin/DeskSplit';
import { RedeemBatchFormView } from '../../ui/admin/RedeemBatchFormView';
import { RedeemBatchView } from '../../ui/admin/RedeemBatchView';
import { StaffList } from '../../ui/admin/StaffList';
import { EmptyStaffList, StaffSkeleton } from '../../ui/admin/StaffStates';
import { ListFooter } from '../../ui/library/ListFooter';
import { LoadFailed } from '../../ui/shell/StatusView';
import { api } from '../api';
import { TitledScreen } from '../shell/TitledScreen';
import { useMachineView } from '../useMachineView';
import { usePages } from '../creator/usePages';
import { useRequest } from '../useRequest';
import { useLatest, useScreenActor } from '../useScreenActor';
import { dateTimeOf } from '../vip/dates';
import { redeemBatchServices } from './redeemBatchServices';
import { StaffPagesPending, useStaffPages } from './staffPages';
import { SCREEN_COPY } from '../../ui/admin/adminCopy';

const PAGE_SIZE = 20;
const CODES_PAGE = 50;
const DAY_MS = 86_400_000;

const saveCsv = (batch: RedeemBatch, codes: readonly RedeemCode[]) =>
  downloadText(SCREEN_COPY.redeem.filename(batch.batch_id), redeemCodesCsv(batch, codes), 'text/csv;charset=utf-8');

/** Every code of a batch, page by page, for 下载表格. */
async function allCodes(batchId: string): Promise<RedeemCode[]> {
  const codes: RedeemCode[] = [];
  for (let page = 1; ; page++) {
    const answer = await api.redeem.listCodes({
      body: { batch_id: batchId, page_number: page, page_size: CODES_PAGE },
      noToast: true,
    });
    codes.push(...answer.items);
    if (!answer.has_more) return codes;
  }
}

const unused = (batch: GeneratedBatch): RedeemCode[] =>
  batch.codes.map((code) => ({ code, batch_id: batch.batch_id, used_by: null, used_at: null }));

/** The library's books a batch may give. */
function useBookChoices() {
  const books = useRequest(() => api.books.listLibrary({ query: { page_size: 50 }, noToast: true }));
  const { run } = books;
  useEffect(() => run(undefined), [run]);
  return (books.result?.items ?? []).map((b) => ({ value: b.library_book_id, label: b.title }));
}

function BatchForm({ reloadLog }: { reloadLog: () => void }) {
  const today = chinaDate(Date.now());
  const latestReload = useLatest(reloadLog);
  const actor = useScreenActor(() => ({
    logic: redeemBatchMachine.provide(redeemBatchServices({ api, reloadLog: () => latestReload.current() })),
    options: { input: { today, expiresOn: chinaDate(Date.now() + 30 * DAY_MS) } },
  }));
  const view = useMachineView(actor, redeemBatchView);
  const books = useBookChoices();
  return (
    <RedeemBatchFormView
      view={view}
      books={books}
      today={today}
      onField={(field, value) => actor.send({ type: 'field.change', field, value })}
      onSubmit={() => actor.send({ type: 'submit' })}
      onAgain={() => actor.send({ type: 'again' })}
      onDownload={() => view.kind === 'done' && saveCsv(view.batch, unused(view.batch))}
    />
  );
}

/** A batch of the log with its codes, read when opened. */
function BatchDetail({ batch }: { batch: RedeemBatch }) {
  const codes = usePages((page) =>
    api.redeem.listCodes({
      body: { batch_id: batch.batch_id, page_number: page, page_size: CODES_PAGE },
      noToast: true,
    }),
  );
  const download = useRequest(
    () => allCodes(batch.batch_id),
    (all) => saveCsv(batch, all),
  );
  if (!codes.loaded)
    return codes.error ? (
      <LoadFailed title={SCREEN_COPY.redeem.loadFailed} error={codes.error} onRetry={codes.reload} />
    ) : (
      <StaffSkeleton list="codes" />
    );
  return (
    <RedeemBatchView
      title={redeemedGift(batch)}
      facts={SCREEN_COPY.redeem.facts(
        batch.count,
        batch.used,
        batch.expires_on,
        `${batch.created_by} · ${dateTimeOf(batch.created_at) ?? ''}`,
      )}
      codes={codes.loaded.items.map((c) => ({ code: c.code, usedBy: c.used_by }))}
      footer={<ListFooter state={codes.footer} onReachEnd={codes.next} onRetry={codes.next} />}
      downloading={download.busy}
      onDownload={() => download.run(undefined)}
    />
  );
}

/**
 * /admin/redeem 兑换码: the form that makes a batch (redeemBatch machine), and 生成记录 with each batch's codes, used
 * or not; a batch downloads as CSV. A code made here is redeemed on /me/redeem.
 */
export default function AdminRedeem() {
  const log = useStaffPages((page) =>
    api.redeem.listGenerationLogs({ body: { page_number: page, page_size: PAGE_SIZE }, noToast: true }),
  );
  const [open, setOpen] = useState<RedeemBatch | null>(null);
  if (!log.loaded)
    return (
      <TitledScreen>
        <StaffPagesPending list="batches" read={log} />
      </TitledScreen>
    );
  return (
    <TitledScreen>
      <DeskSplit
        placeholder={SCREEN_COPY.redeem.placeholder}
        detail={open && <BatchDetail key={open.batch_id} batch={open} />}
        onClose={() => setOpen(null)}
        list={
          <Stack gap="md">
            <BatchForm reloadLog={log.reload} />
            {log.loaded.items.length === 0 ? (
              <EmptyStaffList text={SCREEN_COPY.redeem.empty} />
            ) : (
              <StaffList
                label={SCREEN_COPY.redeem.label}
                rows={log.loaded.items.map((b) => ({
                  key: b.batch_id,
                  title: `${redeemedGift(b)} × ${b.count}`,
                  meta: SCREEN_COPY.redeem.row(b.used, b.expires_on, b.created_by),
                }))}
                selected={open?.batch_id ?? null}
                onSelect={(key) => setOpen(log.loaded?.items.find((b) => b.batch_id === key) ?? null)}
                footer={<ListFooter state={log.footer} onReachEnd={log.next} onRetry={log.next} />}
              />
            )}
          </Stack>
        }
      />
    </TitledScreen>
  );
}
