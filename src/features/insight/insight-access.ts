/** The survey area (questions, audiences, the consumer drawer) is tracer's: any other subscription goes to / (section 2). */
export const isInsightSubscription = (type: string | null | undefined): boolean => type === 'tracer';
