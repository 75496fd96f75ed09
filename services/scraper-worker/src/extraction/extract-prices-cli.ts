import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { extractServices } from './extract-prices';

/** npm run -s extract-prices -- FILE.html [--url PAGE_URL] [--country CC] */
async function main(argv: string[]) {
  const args = [...argv];
  const option = (name: string) => {
    const at = args.indexOf(name);
    if (at < 0) return undefined;
    const [, value] = args.splice(at, 2);
    return value;
  };
  const url = option('--url');
  const country = option('--country');
  const file = args[0];
  if (!file) {
    process.stderr.write('usage: extract-prices FILE.html [--url PAGE_URL] [--country CC]\n');
    process.exit(2);
  }
  // npm runs scripts in the package folder; a relative path means where the command was typed.
  const html = await readFile(path.resolve(process.env.INIT_CWD ?? process.cwd(), file), 'utf8');
  const services = extractServices(html, { url, country });
  process.stdout.write(`${JSON.stringify(services, null, 2)}\n`);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
