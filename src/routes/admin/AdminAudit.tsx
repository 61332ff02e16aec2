import { AuditLogView } from '../../ui/admin/AuditLogView';
import { EmptyStaffList } from '../../ui/admin/StaffStates';
import { ListFooter } from '../../ui/library/ListFooter';
import { api } from '../api';
import { TitledScreen } from '../shell/TitledScreen';
import { dateTimeOf } from '../vip/dates';
import { StaffPagesPending, useStaffPages } from './staffPages';
import { SCREEN_COPY } from '../../ui/admin/adminCopy';

const PAGE_SIZE = 20;

/** /admin/audit 验证码查询记录 (admins only; a manager gets 无权访问): every SMS code looked up, with its reason. */
export default function AdminAudit() {
  const log = useStaffPages((page) =>
    api.manage.listCodeLookups({ body: { page_number: page, page_size: PAGE_SIZE }, noToast: true }),
  );
  return (
    <TitledScreen>
      {!log.loaded ? (
        <StaffPagesPending list="audit" read={log} />
      ) : log.loaded.items.length === 0 ? (
        <EmptyStaffList text={SCREEN_COPY.audit.empty} />
      ) : (
        <AuditLogView
          rows={log.loaded.items.map((l, i) => ({
            key: `${l.looked_up_at}-${i}`,
            phone: l.phone,
            reason: l.reason,
            who: l.staff_nickname,
            time: dateTimeOf(l.looked_up_at) ?? '',
          }))}
          footer={<ListFooter state={log.footer} onReachEnd={log.next} onRetry={log.next} />}
        />
      )}
    </TitledScreen>
  );
}
