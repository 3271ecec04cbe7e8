import { z } from 'zod';
import { defineContract } from '../contract.ts';

/** A platform's own content in the caller's language: its groupements, home billboards and login image. */
const groupement = z.object({ id: z.number(), name: z.string(), description: z.string(), logo: z.string().nullable(), url: z.string().nullable() });
export type Groupement = z.infer<typeof groupement>;

export const getGroupements = defineContract({
  method: 'GET',
  path: '/api/getGroupements',
  changesState: false,
  data: z.array(groupement),
  errors: [],
});

const billboard = z.object({ id: z.number(), title: z.string(), text: z.string(), link: z.string().nullable(), illustration: z.string().nullable(), order: z.number() });
export type Billboard = z.infer<typeof billboard>;

export const getBillboards = defineContract({
  method: 'GET',
  path: '/api/billboards',
  changesState: false,
  data: z.array(billboard),
  errors: [],
});

/** The image of the language, else the French one, else null. */
export const getLoginImage = defineContract({
  method: 'GET',
  path: '/api/loginImage',
  changesState: false,
  data: z.object({ illustration: z.string(), bgColor: z.string().nullable(), isFullBg: z.boolean(), lang: z.enum(['fr', 'es']) }).nullable(),
  errors: [],
});
export type LoginImage = z.infer<typeof getLoginImage.data>;
