import raw from './compliance.json' with { type: 'json' };
import type { z } from 'zod';
import type { complianceFileSchema } from './schemas/content-files.ts';
import type { ComplianceProcess, ComplianceStandard } from './schemas/lists.ts';
import { contentOf } from './site.ts';

export type { ComplianceProcess, ComplianceStandard };

const compliance = contentOf<z.infer<typeof complianceFileSchema>>(raw);

export const complianceStandards = compliance.standards;
export const complianceProcesses = compliance.processes;
export const dataRights = compliance.dataRights;
export const offshoreCompliance = { vetting: compliance.vetting, monitoring: compliance.monitoring };
