import { Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './Section.module.css';

interface SectionProps {
  title: string;
  /** A glyph before the title. */
  icon?: ReactNode;
  /** Right side of the header: a count, a link. */
  extra?: ReactNode;
  children: ReactNode;
}

/** A titled white block of the VIP page (wallet, redeem code, auto-renew management). */
export function Section({ title, icon, extra, children }: SectionProps) {
  return (
    <section className={classes.section} aria-label={title}>
      <Group justify="space-between" wrap="nowrap" gap="xs" mb="sm">
        <Group gap={6} wrap="nowrap">
          {icon && <span className={classes.icon}>{icon}</span>}
          <Text component="h2" fw={600} fz={16} lh={1.3}>
            {title}
          </Text>
        </Group>
        {extra}
      </Group>
      {children}
    </section>
  );
}
