import { Avatar, Group, Stack, Text } from '@mantine/core';
import classes from './SharerBanner.module.css';

interface SharerBannerProps {
  nickname: string;
  avatarUrl: string | null;
}

/** /book/:bookId/u/:uid: who recommends the book, above it. */
export function SharerBanner({ nickname, avatarUrl }: SharerBannerProps) {
  return (
    <Group className={classes.banner} gap="sm" wrap="nowrap" mb="sm" role="note" aria-label="好友推荐">
      <Avatar src={avatarUrl} alt={nickname} size={40} radius="xl" color="jade">
        {[...nickname][0]}
      </Avatar>
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text fw={600} truncate="end">
          {nickname} 推荐你读
        </Text>
        <Text size="xs" c="dimmed">
          好友觉得这本书值得一读，看看是不是也适合你
        </Text>
      </Stack>
    </Group>
  );
}
