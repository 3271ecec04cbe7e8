import { create } from 'xmlbuilder2';
import type { FundaeGroup } from '@app/contracts/pharmacy/fundae';
import type { Db } from '@app/db/client';
import { fundaeModality, type FundaeCredit, type FundaeInputs } from '@app/domain/pharmacy/fundae';
import { fundaeOverview } from './fundae-credit.ts';
import { fundaeInformes } from './fundae-informes.ts';
import type { PharmacyCaller } from './pharmacy-caller.ts';

/** What the export holds: the company, its credit of the year (when the owner gave its inputs) and its groups. */
export interface FundaeExport {
  year: number;
  company: { name: string; taxId: string | null };
  inputs: FundaeInputs | null;
  credit: FundaeCredit | null;
  groups: FundaeGroup[];
}

const euros = (cents: number) => (cents / 100).toFixed(2);
const hours = (value: number) => value.toFixed(1);
/** A Spanish CIF/NIF as the schema takes it (9 letters or digits), or nothing. */
const cif = (taxId: string | null) => {
  const clean = taxId?.replace(/[\s.-]/g, '').toUpperCase() ?? '';
  return /^[A-Z0-9]{9}$/.test(clean) ? clean : null;
};
const optional = <T>(name: string, value: T | null) => (value === null ? {} : { [name]: value });

/**
 * The FUNDAE XML of a year (docs/fundae-xml.md, docs/fundae-xml.xsd): one ACCION_FORMATIVA per training, one GRUPO per
 * training and year with its PARTICIPANTES, after the company and its credit used and left. Built with xmlbuilder2,
 * which escapes every text.
 */
export function fundaeXml(data: FundaeExport): string {
  const taxId = cif(data.company.taxId);
  const document = {
    FUNDAE_EXPORTACION: {
      '@version': '1',
      '@ejercicio': String(data.year),
      EMPRESA: { RAZON_SOCIAL: data.company.name, ...optional('CIF', taxId) },
      ...(data.inputs && data.credit
        ? {
            CREDITO: {
              CUOTA_FORMACION_PROFESIONAL: euros(data.inputs.contributionsCents),
              PLANTILLA_MEDIA: data.inputs.averageWorkforce.toFixed(2),
              PORCENTAJE_BONIFICACION: String(data.credit.percent),
              CREDITO_ASIGNADO: euros(data.credit.creditCents),
              CREDITO_DISPUESTO: euros(data.credit.usedCents),
              CREDITO_DISPONIBLE: euros(data.credit.leftCents),
            },
          }
        : {}),
      ACCIONES_FORMATIVAS: {
        ACCION_FORMATIVA: data.groups.map((group) => ({
          CODIGO_ACCION: String(group.training.id),
          DENOMINACION: group.training.name.slice(0, 255),
          MODALIDAD: fundaeModality(group.training.type),
          HORAS: hours(group.training.hours),
          GRUPOS: {
            GRUPO: [
              {
                CODIGO_GRUPO: group.code,
                ...optional('FECHA_INICIO', group.startsOn),
                ...optional('FECHA_FIN', group.endsOn),
                PARTICIPANTES: {
                  PARTICIPANTE: group.participants.map((p) => ({
                    NOMBRE: p.learner.firstName.slice(0, 255),
                    APELLIDOS: p.learner.lastName.slice(0, 255),
                    ...optional('FECHA_INICIO', p.startedOn),
                    ...optional('FECHA_FIN', p.finishedOn),
                    HORAS_REALIZADAS: hours(p.hours),
                    FINALIZADO: p.completed ? 'S' : 'N',
                    IMPORTE_BONIFICADO: euros(p.amountCents),
                  })),
                },
              },
            ],
          },
        })),
      },
    },
  };
  return create({ version: '1.0', encoding: 'UTF-8' }, document).end({ prettyPrint: true });
}

/** `dpec/fundae/xml`: the pharmacy's export of the year. */
export async function fundaeExport(db: Db, caller: PharmacyCaller, year: number): Promise<string> {
  const [overview, groups] = await Promise.all([fundaeOverview(db, caller, year), fundaeInformes(db, caller, year)]);
  return fundaeXml({ year, company: { name: caller.account.name, taxId: caller.account.taxId }, inputs: overview.inputs, credit: overview.credit, groups });
}
