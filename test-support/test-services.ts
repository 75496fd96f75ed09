import { execFileSync } from 'node:child_process';

/**
 * Where the test databases live: TEST_DATABASE_URL / TEST_REDIS_URL when set (CI), else
 * throwaway containers when a Docker engine answers, else the local servers on standard ports.
 */
export interface TestServices {
  postgresAdminUrl: string;
  redisUrl: string;
  stop: () => Promise<void>;
}

function dockerAnswers(): boolean {
  try {
    execFileSync('docker', ['info'], { stdio: 'ignore', timeout: 3_000 });
    return true;
  } catch {
    return false;
  }
}

export async function resolveTestServices(): Promise<TestServices> {
  const envPg = process.env.TEST_DATABASE_URL;
  const envRedis = process.env.TEST_REDIS_URL;
  if (!envPg && !envRedis && dockerAnswers()) {
    const { GenericContainer, Wait } = await import('testcontainers');
    const pg = await new GenericContainer('postgres:16')
      .withEnvironment({ POSTGRES_PASSWORD: 'test', POSTGRES_USER: 'postgres' })
      .withExposedPorts(5432)
      .withWaitStrategy(Wait.forLogMessage(/ready to accept connections/, 2))
      .start();
    const redis = await new GenericContainer('redis:7').withExposedPorts(6379).start();
    return {
      postgresAdminUrl: `postgres://postgres:test@${pg.getHost()}:${pg.getMappedPort(5432)}/postgres`,
      redisUrl: `redis://${redis.getHost()}:${redis.getMappedPort(6379)}`,
      stop: async () => {
        await Promise.all([pg.stop(), redis.stop()]);
      },
    };
  }
  return {
    postgresAdminUrl: envPg ?? 'postgres://postgres@127.0.0.1:5432/test',
    redisUrl: envRedis ?? 'redis://127.0.0.1:6379',
    stop: async () => {},
  };
}
