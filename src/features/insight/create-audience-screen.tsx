import { Button, Card, Group, List, Stack, Stepper, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  getListSurveyTemplatesQueryOptions,
  useSendSurveyInvitation,
} from '@/api/generated/portal/hooks/survey/survey';
import { LoadFailure } from '@/components/feedback/load-failure';
import { ActionButton } from '@/components/form/action-button';
import { useSession } from '@/session/session-context';
import { AudienceCount, AudienceFiltersStep } from './audience-filters-step';
import { chosenQuery, describeQuery, EMPTY_FILTERS } from './audience-rules';
import { INSIGHT_MESSAGES } from './insight-messages';
import { AUDIENCE_STEPS, tabIndexOf } from './insight-rules';
import { SurveyChoiceStep } from './survey-choice-step';
import { TracerOnly } from './tracer-only';
import { useAudienceDraft } from './use-audience-draft';
import classes from './create-audience.module.css';
import { PageHeader } from '@/components/layout/page-layout';

export interface CreateAudienceScreenProps {
  /** The step as the URL has it ('0' to '3'). */
  readonly step: string;
  readonly onStep: (step: number) => void;
  readonly onDone: () => void;
}

/**
 * /create-audience: filters, the survey, a summary whose Submit sends the invitation with only the chosen
 * filters, then 'Survey Sent to Customers'. The draft survives a reload and is cleared after the send.
 */
export function CreateAudienceScreen({ step, onStep, onDone }: CreateAudienceScreenProps) {
  const { individual } = useSession();
  const { draft, update, clear } = useAudienceDraft();
  const [chooseError, setChooseError] = useState<string | null>(null);
  const send = useSendSurveyInvitation();
  const templates = useQuery(
    getListSurveyTemplatesQueryOptions({ organization_id: individual?.organization_id ?? '' }),
  );
  const asked = tabIndexOf(step, AUDIENCE_STEPS.length);
  // The summary needs a survey: without one the wizard stays on the survey step.
  const active = asked === 2 && !draft.templateId ? 1 : asked;
  const survey = templates.data?.data.find((t) => t.id === draft.templateId);

  const next = () => {
    if (active === 1 && !draft.templateId) {
      setChooseError(INSIGHT_MESSAGES.chooseTemplate);
      return;
    }
    onStep(active + 1);
  };
  const submit = async () => {
    if (!draft.templateId) return onStep(1);
    const query = chosenQuery(draft.filters);
    await send
      .mutateAsync({ data: { integrant_type_id: draft.templateId, ...(query ? { query } : {}) } })
      .then(() => {
        clear();
        onStep(3);
      })
      .catch(() => undefined);
  };

  // On a phone the numbers stand alone (create-audience.module.css): the current step is named under them.
  const stepName = (
    <Text hiddenFrom="sm" fw={600} mb="md">
      {`Step ${active + 1} of ${AUDIENCE_STEPS.length}: ${AUDIENCE_STEPS[active]}`}
    </Text>
  );

  return (
    <TracerOnly>
      <Stack gap="md">
        <PageHeader title="Create Audience" />
        <Card withBorder radius="lg" p={{ base: 'sm', sm: 'xl' }}>
          <Stepper
            active={active}
            size="sm"
            allowNextStepsSelect={false}
            onStepClick={(i) => active < 3 && onStep(i)}
            classNames={{ stepBody: classes.stepBody, separator: classes.separator }}
          >
            <Stepper.Step label={AUDIENCE_STEPS[0]}>
              {stepName}
              <AudienceFiltersStep
                filters={draft.filters}
                onChange={(key, value) => update((d) => ({ ...d, filters: { ...d.filters, [key]: value } }))}
                onReset={() => update((d) => ({ ...d, filters: EMPTY_FILTERS }))}
              />
            </Stepper.Step>
            <Stepper.Step label={AUDIENCE_STEPS[1]}>
              {stepName}
              <SurveyChoiceStep
                templateId={draft.templateId}
                error={chooseError}
                onChoose={(templateId) => {
                  setChooseError(null);
                  update((d) => ({ ...d, templateId }));
                }}
              />
            </Stepper.Step>
            <Stepper.Step label={AUDIENCE_STEPS[2]}>
              {stepName}
              <Stack gap="md">
                <AudienceCount filters={draft.filters} />
                <Stack gap={4}>
                  <Text fw={600}>Survey</Text>
                  {/* Its title from the templates: never the bare id while they load (a slow read) or failed. */}
                  {templates.isError ? (
                    <LoadFailure error={templates.error} onRetry={() => templates.refetch()} />
                  ) : templates.isPending ? (
                    <Text c="dimmed">Loading… Please Wait</Text>
                  ) : (
                    <Text style={{ overflowWrap: 'anywhere' }}>{survey?.title ?? draft.templateId}</Text>
                  )}
                </Stack>
                <Stack gap={4}>
                  <Text fw={600}>Filters</Text>
                  {describeQuery(chosenQuery(draft.filters)).length === 0 ? (
                    <Text>All consumers (no filter chosen)</Text>
                  ) : (
                    <List>
                      {describeQuery(chosenQuery(draft.filters)).map((line) => (
                        <List.Item key={line}>{line}</List.Item>
                      ))}
                    </List>
                  )}
                </Stack>
              </Stack>
            </Stepper.Step>
            <Stepper.Step label={AUDIENCE_STEPS[3]}>
              {stepName}
              <Stack align="center" gap="md" py="lg">
                <ThemeIcon size={56} radius="xl" color="teal" variant="light">
                  <IconCircleCheck size={36} aria-hidden />
                </ThemeIcon>
                <Title order={2} size="h3">
                  {INSIGHT_MESSAGES.surveySent}
                </Title>
                <Button onClick={onDone}>Done</Button>
              </Stack>
            </Stepper.Step>
          </Stepper>
          {active < 3 ? (
            <Group justify="space-between" mt="xl">
              <Button variant="default" onClick={() => onStep(active - 1)} disabled={active === 0}>
                Previous
              </Button>
              {active === 2 ? (
                <ActionButton onClick={submit}>Submit</ActionButton>
              ) : (
                <Button onClick={next}>Next</Button>
              )}
            </Group>
          ) : null}
        </Card>
      </Stack>
    </TracerOnly>
  );
}
