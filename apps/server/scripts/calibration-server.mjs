// The bench's yardstick: Fastify answering a constant object, nothing else. Its requests/s on
// the machine at hand says how fast that machine is today, so figures taken on different
// (or differently loaded) machines can be compared. Prints its URL once listening.
import Fastify from 'fastify';

const app = Fastify();
app.get('/constant', async () => ({ success: true, message: 'Constant.', data: { id: 1 } }));
const address = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`listening ${address}`);
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
