import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StandInPayment {
  formToken: string;
  amount: number;
  currency: string;
  orderId: string;
  customer: { email?: string; reference?: string };
}

export interface SystemPayStandIn {
  /** The API's address, as SYSTEMPAY_API_URL would give it. */
  url: string;
  payments: StandInPayment[];
  /** Calls refused for wrong credentials. */
  refused: number;
  close(): Promise<void>;
}

/**
 * A local stand-in of the SystemPay/Lyra REST API for the tests: `POST /api-payment/V4/Charge/CreatePayment`, checked
 * as the real one checks it (HTTP Basic shop id : password), answering its envelope (`status`, `answer.formToken`, or
 * `answer.errorCode` on failure).
 */
export async function startSystemPayStandIn(shopId: string, password: string): Promise<SystemPayStandIn> {
  const payments: StandInPayment[] = [];
  const state = { refused: 0 };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (c: Buffer) => chunks.push(c));
    request.on('end', () => {
      const send = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      const expected = `Basic ${Buffer.from(`${shopId}:${password}`).toString('base64')}`;
      if (request.headers.authorization !== expected) {
        state.refused++;
        send(401, { status: 'ERROR', answer: { errorCode: 'INT_905', errorMessage: 'invalid credentials' } });
        return;
      }
      if (request.method !== 'POST' || request.url !== '/api-payment/V4/Charge/CreatePayment') {
        send(404, { status: 'ERROR', answer: { errorCode: 'INT_902', errorMessage: 'unknown web service' } });
        return;
      }
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Omit<StandInPayment, 'formToken'>;
      if (!Number.isInteger(body.amount) || body.amount <= 0) {
        send(200, { status: 'ERROR', answer: { errorCode: 'INT_010', errorMessage: 'invalid amount' } });
        return;
      }
      const formToken = `${randomUUID()}.stand-in`;
      payments.push({ formToken, amount: body.amount, currency: body.currency, orderId: body.orderId, customer: body.customer ?? {} });
      send(200, { webService: 'Charge/CreatePayment', version: 'V4', status: 'SUCCESS', answer: { formToken, _type: 'V4/Charge/PaymentForm' } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api-payment/`,
    payments,
    get refused() {
      return state.refused;
    },
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
