import { Avatar, Group, Stack, Text } from '@mantine/core';
import gold from '../vip/gold.module.css';
import classes from './SquadHero.module.css';

interface SquadHeroProps {
  ownerName: string;
  ownerAvatar: string | null;
  capacity: number;
  taken: number;
  /** YYYY-MM-DD, or undefined when the owner is not a VIP. */
  vipEndDate: string | undefined;
}

/** The squad's card: whose squad it is, the shared VIP's end date and the seats, taken and free. */
export function SquadHero({ ownerName, ownerAvatar, capacity, taken, vipEndDate }: SquadHeroProps) {
  const free = Math.max(0, capacity - taken);
  return (
    <section className={`${gold.surface} ${classes.hero}`} aria-label="小队信息">
      <Group wrap="nowrap" gap="sm">
        <Avatar src={ownerAvatar} alt={ownerName} size={52} radius="xl" className={classes.avatar}>
          {ownerName.slice(0, 1)}
        </Avatar>
        <Stack gap={2} miw={0}>
          <Text fw={700} fz="lg" c="gold.2" truncate>
            {ownerName} 的VIP小队
          </Text>
          <Text fz="xs" c="gold.3">
            {vipEndDate ? `小队成员共享会员至 ${vipEndDate}` : '队长的会员已到期，续费后全队共享'}
          </Text>
        </Stack>
      </Group>
      <div className={classes.seats} aria-label={`共 ${capacity} 个席位，剩余 ${free} 个`}>
        {Array.from({ length: capacity }, (_, index) => (
          <span key={index} className={classes.seat} data-taken={index < taken || undefined} />
        ))}
        <Text fz="sm" fw={600} c="gold.2" ml="auto">
          {free > 0 ? `剩余 ${free} 个空位` : '小队已满'}
        </Text>
      </div>
    </section>
  );
}
