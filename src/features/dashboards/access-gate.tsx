import { Badge, Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconClockHour4, IconWorldWww } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { accessGate, CREATE_BLOCKED, trialDaysLeft } from '@/components/layout/menu-rules';
import { useOrganizationStanding } from '@/components/layout/use-organization-standing';
import classes from './dashboards.module.css';

/**
 * The gates at / (section 4): on a free trial the home shows under the trial banner; otherwise an
 * unverified domain shows the domain verification screen and a verified domain awaiting the admin's
 * approval the approval-pending screen. The standing is asked again while it is not both approved and
 * valid (useOrganizationStanding), so a gate lifts without a reload.
 */
export function AccessGate({ children }: { children: ReactNode }) {
  const standing = useOrganizationStanding();
  const gate = accessGate(standing);
  if (gate === 'domain') return <DomainGate />;
  if (gate === 'approval') return <ApprovalGate />;
  return (
    <>
      {gate === 'trial' && <TrialBanner daysLeft={trialDaysLeft(standing?.created_on)} />}
      {children}
    </>
  );
}

export function trialText(daysLeft: number | null): string {
  if (daysLeft === null) return 'Your organization is on a 30-day free trial.';
  if (daysLeft === 0) return 'Your 30-day free trial has ended.';
  return `${daysLeft} ${daysLeft === 1 ? 'day' : 'days'} left in your 30-day free trial.`;
}

/** The scrolling banner of the free trial (still, for those who ask for reduced motion). */
function TrialBanner({ daysLeft }: { daysLeft: number | null }) {
  const text = trialText(daysLeft);
  return (
    <Paper withBorder radius="md" mb="md" className={classes.banner} role="status">
      <Group gap="sm" wrap="nowrap" px="sm" py={6}>
        <Badge color="teal.9" variant="filled" style={{ flexShrink: 0 }}>
          Free trial
        </Badge>
        <div className={classes.track}>
          <Text size="sm" fw={500} className={classes.marquee}>
            {text}
          </Text>
        </div>
      </Group>
    </Paper>
  );
}

function GateCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="xl" maw={560} mx="auto" mt="xl">
      <Stack align="center" gap="md" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light">
          {icon}
        </ThemeIcon>
        <Title order={2}>{title}</Title>
        {children}
      </Stack>
    </Paper>
  );
}

function DomainGate() {
  return (
    <GateCard icon={<IconWorldWww size={30} aria-hidden />} title="Verify your domain">
      <Text>{CREATE_BLOCKED.domain}</Text>
      <Text c="dimmed" size="sm">
        Add the DNS TXT record shown on your organization page to your domain, then press Verify there.
      </Text>
      <Button component={Link} to="/organization">
        Verify Domain
      </Button>
    </GateCard>
  );
}

function ApprovalGate() {
  return (
    <GateCard icon={<IconClockHour4 size={30} aria-hidden />} title="Approval pending">
      <Text>{CREATE_BLOCKED.approval}</Text>
      <Text c="dimmed" size="sm">
        Your domain is verified. This page opens by itself once an administrator approves your organization.
      </Text>
    </GateCard>
  );
}
