import { Alert, Avatar, Button, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { seatsLeft, type Group as BuyGroup } from '../../domain/groupBuy';
import { Price } from '../vip/price';
import { Countdown } from './Countdown';
import type { GroupShown } from './groupCopy';
import classes from './GroupBuyBlock.module.css';

/** The block's notice on the book page: a refused free start says what is left; otherwise the last notice. */
export const bookGroupNotice = (view: Pick<GroupShown, 'kind' | 'notice'>) =>
  view.kind === 'noFreeTimes' ? '你的免费拼团次数已用完，可以按拼团价发起拼团' : view.notice;

export interface GroupBuyBlockProps {
  groupSize: number;
  durationHours: number;
  groupPrice: number;
  originalPrice: number;
  /** My open group of this book, shown instead of 发起拼团. */
  mine: BuyGroup | null;
  /** Others' open groups with a free seat. */
  openGroups: BuyGroup[];
  freeTimes: number;
  busy: boolean;
  notice: string;
  onInitiate: () => void;
  onStartFree: () => void;
  onBuyAlone: () => void;
  onOpenGroup: (groupId: string) => void;
  onMyGroups: () => void;
}

/** The book page's group buy: 发起拼团 beside 单独购买, my open group, and open groups to join. */
export function GroupBuyBlock(props: GroupBuyBlockProps) {
  const { groupSize, durationHours, groupPrice, originalPrice, mine, openGroups, freeTimes, busy } = props;
  return (
    <section className={classes.block} aria-label="拼团">
      <Group justify="space-between" wrap="nowrap">
        <Text fw={700}>
          拼团价 <Price cents={groupPrice} size="md" tone="dark" />
        </Text>
        <Text size="sm" c="dimmed">
          {groupSize}人成团 · {durationHours}小时内有效
        </Text>
      </Group>
      {props.notice && (
        <Alert color="red" variant="light" radius="md" role="alert" p="xs" mt="xs">
          {props.notice}
        </Alert>
      )}
      {mine ? (
        <UnstyledButton className={classes.mine} onClick={() => props.onOpenGroup(mine.group_id)}>
          <Stack gap={2}>
            <Text fw={600} c="red.9">
              你的拼团进行中，还差{seatsLeft(mine)}人
            </Text>
            <Countdown remainingMs={mine.remaining_ms} label="距结束" />
          </Stack>
          <Text fw={600} c="red.9">
            查看 ›
          </Text>
        </UnstyledButton>
      ) : (
        <Group grow mt="sm" gap="sm">
          <Button variant="default" size="md" radius="xl" onClick={props.onBuyAlone} disabled={busy}>
            <Stack gap={0} align="center">
              <span>单独购买</span>
              <Text size="xs" c="dimmed">
                ¥{(originalPrice / 100).toFixed(2)}
              </Text>
            </Stack>
          </Button>
          <Button color="red.8" size="md" radius="xl" onClick={props.onInitiate} loading={busy}>
            <Stack gap={0} align="center">
              <span>发起拼团</span>
              <Text size="xs">¥{(groupPrice / 100).toFixed(2)}</Text>
            </Stack>
          </Button>
        </Group>
      )}
      {!mine && freeTimes > 0 && (
        <Button variant="subtle" color="red.8" fullWidth mt={4} onClick={props.onStartFree} disabled={busy}>
          免费开团（还剩{freeTimes}次）
        </Button>
      )}
      {openGroups.length > 0 && (
        <Stack gap={0} mt="sm" component="ul" className={classes.list} aria-label="可参与的拼团">
          {openGroups.map((group) => {
            const leader = group.members[0];
            return (
              <Group key={group.group_id} component="li" wrap="nowrap" gap="sm" className={classes.row}>
                <Avatar src={leader?.image_url} alt={leader?.nickname} size={36} radius="xl" color="jade">
                  {leader?.nickname.slice(0, 1)}
                </Avatar>
                <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                  <Text size="sm" fw={500} truncate>
                    {leader?.nickname ?? '花友'}的团 · 还差{seatsLeft(group)}人
                  </Text>
                  <Countdown remainingMs={group.remaining_ms} label="剩余" />
                </Stack>
                <Button size="xs" radius="xl" color="red.8" onClick={() => props.onOpenGroup(group.group_id)}>
                  去参团
                </Button>
              </Group>
            );
          })}
        </Stack>
      )}
      <UnstyledButton className={classes.link} onClick={props.onMyGroups}>
        我的拼团 ›
      </UnstyledButton>
    </section>
  );
}
