import { Avatar, Group, Text, Title } from '@mantine/core';
import classes from './StudyRank.module.css';

export interface StudyRankProps {
  rows: { rank: number; nickname: string; avatarUrl: string | null; cards: number; mine: boolean }[];
  /** The signed-in reader's own place (`rank` null: not on this week's list); null when signed out. */
  me: { rank: number | null; cards: number } | null;
}

/** 学习榜 on a book's page: this week's top learners and the reader's own place; nothing at all when nobody studied. */
export function StudyRank({ rows, me }: StudyRankProps) {
  if (rows.length === 0) return null;
  return (
    <section className={classes.rank} aria-label="本周学习榜">
      <Title order={3} size="h5" mb="xs">
        本周学习榜
      </Title>
      <ol className={classes.list}>
        {rows.map((row) => (
          <li key={row.rank} className={classes.row} data-mine={row.mine || undefined}>
            <span className={classes.place} data-top={row.rank <= 3 || undefined}>
              {row.rank}
            </span>
            <Avatar src={row.avatarUrl} size={28} radius="xl" alt="">
              {[...row.nickname][0]}
            </Avatar>
            <Text fz="sm" className={classes.name} truncate="end">
              {row.nickname}
            </Text>
            <Text fz="xs" c="dimmed">{`${row.cards} 张`}</Text>
          </li>
        ))}
      </ol>
      {me && (
        <Group justify="space-between" className={classes.me} role="note" aria-label="我的排名">
          <Text fz="sm" fw={600}>
            {me.rank === null ? '本周还没有学习这本书' : `我的排名：第 ${me.rank} 名`}
          </Text>
          <Text fz="xs" c="dimmed">
            {me.rank === null ? '学习后即可上榜' : `本周学习 ${me.cards} 张`}
          </Text>
        </Group>
      )}
    </section>
  );
}
