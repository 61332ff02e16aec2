import { Button, Group, Stack, Text } from '@mantine/core';
import { Section } from '../vip/Section';
import classes from './ShareCodes.module.css';

interface ShareCodesProps {
  codes: string[];
  onShare: (code: string) => void;
}

/** The squad's invite codes, each with its share action (the link /squad/<code>). */
export function ShareCodes({ codes, onShare }: ShareCodesProps) {
  return (
    <Section title="邀请好友加入">
      {codes.length === 0 ? (
        <Text c="dimmed" size="sm">
          暂无可用的邀请码
        </Text>
      ) : (
        <Stack gap="xs">
          <Text c="dimmed" size="sm">
            好友打开邀请链接即可加入，和你共享会员
          </Text>
          {codes.map((code) => (
            <Group key={code} justify="space-between" wrap="nowrap" className={classes.code}>
              <Text ff="monospace" fw={700} fz="lg" lts={2}>
                {code}
              </Text>
              <Button size="compact-sm" radius="xl" variant="light" onClick={() => onShare(code)}>
                复制邀请链接
              </Button>
            </Group>
          ))}
        </Stack>
      )}
    </Section>
  );
}
