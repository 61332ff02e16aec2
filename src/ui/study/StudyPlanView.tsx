import { Alert, Button, Group, Progress, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import {
  PLAN_EXTENSIONS,
  PLAN_LIMITS,
  STUDY_PLAN_DEFAULTS,
  type LeaseFit,
  type PlanChange,
} from '../../domain/studyPlan';
import type { StudyPlanView as StudyPlanShown } from '../../machines/studyPlan.view';
import { LoadFailed, StatusView, type ReadFailed } from '../shell/StatusView';
import { Figures } from './Figures';
import classes from './StudyCharts.module.css';

/** A plan link whose book code does not read. */
export function PlanBookMissing({ onLibrary }: { onLibrary: () => void }) {
  return (
    <StatusView
      mark="?"
      title="书籍不存在"
      description="链接里的书籍编号不对，请从书籍页面进入学习计划"
      actions={[{ label: '去书库', primary: true, onClick: onLibrary }]}
    />
  );
}

export function PlanLoadFailed({ error, onRetry, onShelf }: ReadFailed & { onShelf: () => void }) {
  return (
    <LoadFailed
      title="学习计划加载失败"
      error={error}
      onRetry={onRetry}
      also={{ label: '我的书架', onClick: onShelf }}
    />
  );
}

interface StudyPlanViewProps extends Omit<Extract<StudyPlanShown, { kind: 'ready' }>, 'kind'> {
  /** How the plan stands against the book's lease; null when the book is not leased. */
  lease: LeaseFit | null;
  onEdit: () => void;
  onSave: (change: PlanChange) => void;
  onCancel: () => void;
  onExtend: (days: number) => void;
  onReset: () => void;
  onConfirmReset: () => void;
  onCancelReset: () => void;
  onOpenApp: () => void;
  /** 我的书架, where a lease is renewed. */
  onOpenShelf: () => void;
}

/** 学习计划: what the plan asks of each day, when it ends, the progress; change, extend or reset it. */
export function StudyPlanSkeleton() {
  return (
    <Stack p="md" gap="md" role="status" aria-busy="true" aria-label="正在加载学习计划">
      <Skeleton height={160} radius="md" />
      <Skeleton height={120} radius="md" />
    </Stack>
  );
}

export function StudyPlanView(props: StudyPlanViewProps) {
  const view = props;
  const { settings, progress, extension } = view.plan;
  const share = progress.total_cards === 0 ? 0 : progress.learned_cards / progress.total_cards;
  return (
    <Stack p="md" gap="md">
      <section className={classes.card} aria-label="计划">
        <Title order={2} size="h4" mb="sm">
          {progress.title}
        </Title>
        <Figures
          items={[
            ['每日新卡', `${settings.daily_new_cards}`],
            ['每日复习上限', `${settings.daily_review_limit}`],
            ['目标日期', `${Number(settings.target_date.slice(5, 7))}月${Number(settings.target_date.slice(8, 10))}日`],
          ]}
        />
        <Text size="sm" mt="md" mb={4}>
          已学 {progress.learned_cards} / {progress.total_cards} 张，预计 {settings.target_date} 学完
        </Text>
        <Progress value={share * 100} aria-label={`学习进度 ${Math.round(share * 100)}%`} />
        {props.lease?.fits && (
          <Text size="sm" c="dimmed" mt="xs">
            租阅至 {props.lease.lastDay}，计划在租期内学完
          </Text>
        )}
      </section>
      {props.lease && !props.lease.fits && (
        <LeaseOverrun lease={props.lease} target={settings.target_date} onRenew={props.onOpenShelf} />
      )}
      {view.notice && !view.editing && (
        <Alert color="orange" role="alert">
          {view.notice}
        </Alert>
      )}
      {view.editing ? (
        <PlanForm key={settings.daily_new_cards} {...props} />
      ) : view.confirmingReset ? (
        <section className={classes.card} role="alertdialog" aria-label="重置学习计划？" aria-describedby="reset-loss">
          <Title order={2} size="h5" mb="xs">
            重置学习计划？
          </Title>
          <Text size="sm" id="reset-loss">
            重置后，这本书的学习进度（已学 {progress.learned_cards} 张）将清零，每日新卡和复习上限恢复为{' '}
            {STUDY_PLAN_DEFAULTS.daily_new_cards} / {STUDY_PLAN_DEFAULTS.daily_review_limit}
            ，目标日期重新计算。此操作不能撤销。
          </Text>
          <Group grow mt="md">
            <Button variant="default" onClick={props.onCancelReset} disabled={view.busy}>
              取消
            </Button>
            <Button color="red" loading={view.busy} onClick={props.onConfirmReset}>
              确定重置
            </Button>
          </Group>
        </section>
      ) : (
        <Stack gap="xs">
          <Button onClick={props.onEdit} disabled={view.busy}>
            修改计划
          </Button>
          <Group grow gap="xs">
            {PLAN_EXTENSIONS.map((days) => (
              <Button
                key={days}
                variant="light"
                size="sm"
                disabled={days > extension.max_days}
                loading={view.busy}
                onClick={() => props.onExtend(days)}
              >
                延长{days}天
              </Button>
            ))}
          </Group>
          {extension.max_days < PLAN_EXTENSIONS[PLAN_EXTENSIONS.length - 1]! && (
            <Text size="xs" c="dimmed">
              {extension.reason ?? `最多还能延长 ${extension.max_days} 天`}
            </Text>
          )}
          <Button variant="subtle" color="red" onClick={props.onReset} disabled={view.busy}>
            重置计划
          </Button>
          <Group grow gap="xs">
            <Button variant="subtle" onClick={props.onOpenApp}>
              打开App学习
            </Button>
            <Button variant="subtle" onClick={props.onOpenShelf}>
              我的书架
            </Button>
          </Group>
        </Stack>
      )}
    </Stack>
  );
}

/** The lease rule (README "Study plans") in plain words: the plan ends after the lease, and what would fit. */
function LeaseOverrun({ lease, target, onRenew }: { lease: LeaseFit; target: string; onRenew: () => void }) {
  return (
    <Alert color="orange" title="租期内学不完" role="status">
      <Text size="sm">
        按这个计划 {target} 才能学完，租期 {lease.lastDay} 就结束了。
        {lease.reachable
          ? `每天学 ${lease.minDailyNew} 张新卡，可在租期内学完剩下的 ${lease.remaining} 张。`
          : `剩下的 ${lease.remaining} 张每天最多学 ${PLAN_LIMITS.newCards.max} 张也学不完，续租后再学。`}
      </Text>
      <Button size="xs" variant="light" color="orange" mt="xs" onClick={onRenew}>
        去续租
      </Button>
    </Alert>
  );
}

function PlanForm({ plan, lease, notice, busy, onSave, onCancel }: StudyPlanViewProps) {
  const [news, setNews] = useState(String(plan.settings.daily_new_cards));
  const [reviews, setReviews] = useState(String(plan.settings.daily_review_limit));
  return (
    <form
      className={classes.card}
      aria-label="修改计划"
      onSubmit={(event) => {
        event.preventDefault();
        onSave({ daily_new_cards: Number(news), daily_review_limit: Number(reviews) });
      }}
    >
      <Stack gap="sm">
        <TextInput
          label="每日新卡"
          description={
            lease?.reachable
              ? `${lease.minDailyNew}–${PLAN_LIMITS.newCards.max} 张，至少 ${lease.minDailyNew} 张才能在租期内学完`
              : `${PLAN_LIMITS.newCards.min}–${PLAN_LIMITS.newCards.max} 张`
          }
          value={news}
          onChange={(event) => setNews(event.currentTarget.value)}
          inputMode="numeric"
          pattern="[0-9]*"
        />
        <TextInput
          label="每日复习上限"
          description={`${PLAN_LIMITS.reviewLimit.min}–${PLAN_LIMITS.reviewLimit.max} 张`}
          value={reviews}
          onChange={(event) => setReviews(event.currentTarget.value)}
          inputMode="numeric"
          pattern="[0-9]*"
        />
        {notice && (
          <Text size="sm" c="red.8" role="alert">
            {notice}
          </Text>
        )}
        <Group grow>
          <Button variant="default" onClick={onCancel} disabled={busy}>
            取消
          </Button>
          <Button type="submit" loading={busy}>
            保存
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
