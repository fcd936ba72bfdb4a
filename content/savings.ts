/**
 * What the calculator estimates a client saves, as whole percentages of today's payroll cost; the
 * FAQ quotes the same figures. Whole numbers so the defaults give
 * exact dollars (0.3 is not exact in binary).
 */
export const AI_SAVINGS_PERCENT = 40;
export const OFFSHORE_SAVINGS_PERCENT = 30;
