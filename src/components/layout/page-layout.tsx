import { Box, Group, Text, Title, type TitleProps } from '@mantine/core';
import { useMatches } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { pageKindOf } from './page-kinds';
import { PAGE_WIDTHS, type PageKind } from './theme';

/** The kind of the page the address shows (page-kinds.ts), from the route it ends on. */
export function usePageKind(): PageKind {
  return pageKindOf(useMatches({ select: (matches) => matches.at(-1)?.routeId }));
}

/**
 * The column a frame puts its page in: centred, as wide as the page's kind allows (`data-page-kind` names it). A
 * screen draws no width or outer margin of its own.
 */
export function PageColumn({ kind, children }: { kind: PageKind; children: ReactNode }) {
  return (
    <Box maw={PAGE_WIDTHS[kind]} mx="auto" w="100%" data-page-kind={kind}>
      {children}
    </Box>
  );
}

interface PageHeaderProps {
  /** The page's title, its one h1 (none while what names the page is loading). */
  readonly title: ReactNode;
  /** A line under the title. */
  readonly description?: ReactNode;
  /** The page's primary action (one filled button), or its few actions, at the title's end. */
  readonly action?: ReactNode;
  /** The title's own props (`longText(...)` for a title made of what a person typed). */
  readonly titleProps?: Omit<TitleProps, 'order' | 'size' | 'children'>;
}

/**
 * Every page's title line, in one place: the h1 at the start of the page's column (so the titles of a kind of page
 * sit at the same x), a dimmed line under it, and the page's action at its end (wrapped under it on a phone).
 */
export function PageHeader({ title, description, action, titleProps }: PageHeaderProps) {
  return (
    <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap" data-page-header="">
      <Box miw={0} style={{ flex: '1 1 16rem' }}>
        {title ? (
          <Title order={1} size="h2" {...titleProps}>
            {title}
          </Title>
        ) : null}
        {description && (
          <Text c="dimmed" size="sm" mt={4} component="div">
            {description}
          </Text>
        )}
      </Box>
      {action && (
        <Group gap="xs" wrap="wrap">
          {action}
        </Group>
      )}
    </Group>
  );
}
