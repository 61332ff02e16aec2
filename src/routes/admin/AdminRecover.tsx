import { Stack } from '@mantine/core';
import { useEffect, useState } from 'react';
import { recoveryProblem, type Recovery, type RecoveryKind } from '../../domain/staff';
import { RecoverPanel } from '../../ui/admin/RecoverPanel';
import { api } from '../api';
import { TitledScreen } from '../shell/TitledScreen';
import { useRequest } from '../useRequest';
import { dateTimeOf } from '../vip/dates';
import { StaffPagesPending, useStaffRequest } from './staffPages';

const COPY = {
  schedule: { title: '恢复学习进度', description: '把一位用户的复习计划恢复到服务器保存的最近状态。' },
  model: { title: '恢复笔记类型', description: '把卡包里的一个笔记类型（模板）恢复到服务器保存的最近状态。' },
};

/** One kind of recovery: the ids, typed again, then sent once. */
function Recover({ kind }: { kind: RecoveryKind }) {
  const [target, setTarget] = useState('');
  const [modelId, setModelId] = useState('');
  const [typed, setTyped] = useState<string | null>(null);
  const [problem, setProblem] = useState('');
  const send = useRequest(
    (): Promise<Recovery> =>
      kind === 'schedule'
        ? api.hpkg.recoverGlobalSchedule({ path: { user_id: target.trim() }, body: {}, noToast: true })
        : api.hpkg.recoverPackageModel({
            path: { package_uuid: target.trim(), model_id: modelId.trim() },
            body: {},
            noToast: true,
          }),
    () => setTyped(null),
  );
  const edit = (set: (value: string) => void) => (value: string) => {
    set(value);
    setProblem('');
    send.reset();
  };
  return (
    <RecoverPanel
      {...COPY[kind]}
      fields={[
        { label: kind === 'schedule' ? '用户ID' : '卡包ID', value: target, onChange: edit(setTarget) },
        ...(kind === 'model' ? [{ label: '笔记类型ID', value: modelId, onChange: edit(setModelId) }] : []),
      ]}
      confirm={
        typed === null ? null : { expected: target.trim(), typed, onType: setTyped, onCancel: () => setTyped(null) }
      }
      busy={send.busy}
      error={problem || send.error}
      done={send.result ? `已恢复 ${send.result.target}（${dateTimeOf(send.result.recovered_at) ?? ''}）` : ''}
      onAsk={() => {
        const why = recoveryProblem(kind, target, modelId);
        if (why) setProblem(why);
        else setTyped('');
      }}
      onSend={() => send.run(undefined)}
    />
  );
}

/** Whether this account may restore data: the admin's role (the server refuses everyone else all the same). */
const loadRole = () => api.auth.getMyInfo().then((me) => me.staff_role ?? null);

/** /admin/recover 数据恢复 (admins only): a user's study schedule, or a package's note type, each typed twice. */
export default function AdminRecover() {
  const role = useStaffRequest(loadRole);
  const { run } = role;
  useEffect(() => run(undefined), [run]);
  if (role.result !== 'ADMIN')
    return (
      <TitledScreen>
        <StaffPagesPending
          list="recover"
          read={{ error: role.error, forbidden: role.forbidden || role.done, reload: () => run(undefined) }}
        />
      </TitledScreen>
    );
  return (
    <TitledScreen>
      <Stack gap="md">
        <Recover kind="schedule" />
        <Recover kind="model" />
      </Stack>
    </TitledScreen>
  );
}
