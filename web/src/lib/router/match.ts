import type { ReactNode } from 'react';

/** A page of the route table: a path and its screen, or a frame (no path) around its children. */
export interface RouteObject {
  path?: string;
  element?: ReactNode;
  children?: RouteObject[];
}

/** One route of the chosen branch, outermost first, with the path's parameters. */
export interface RouteMatch {
  route: RouteObject;
  params: Record<string, string>;
}

interface Branch {
  routes: RouteObject[];
  pattern: RegExp;
  names: string[];
  score: number;
  order: number;
}

const decode = (value: string) => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};

// A named segment ranks below a fixed one and a trailing "*" below both, so "/vet/:id/prices"
// wins over "/vet/:id" and both over "*", whatever their order in the table.
function compile(path: string): Pick<Branch, 'pattern' | 'names' | 'score'> {
  const names: string[] = [];
  let score = 0;
  const segments = path.split('/').filter(Boolean);
  const source = segments
    .map((segment) => {
      if (segment === '*') {
        names.push('*');
        score -= 2;
        return '(?:/(.*))?';
      }
      if (segment.startsWith(':')) {
        names.push(segment.slice(1));
        score += 3;
        return '/([^/]+)';
      }
      score += 10;
      return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
    })
    .join('');
  // As addresses are read elsewhere: any letter case, and a trailing slash allowed.
  return { pattern: new RegExp(`^${source}/*$`, 'i'), names, score: score + segments.length };
}

function branches(routes: RouteObject[], parents: RouteObject[] = [], out: Branch[] = []) {
  for (const route of routes) {
    const chain = [...parents, route];
    if (route.children) branches(route.children, chain, out);
    if (route.path !== undefined)
      out.push({ routes: chain, ...compile(route.path), order: out.length });
  }
  return out;
}

const compiled = new WeakMap<RouteObject[], Branch[]>();

/** The routes that show `pathname`, outermost first, or null when none does. */
export function matchRoutes(routes: RouteObject[], pathname: string): RouteMatch[] | null {
  let table = compiled.get(routes);
  if (!table) {
    table = branches(routes).sort((a, b) => b.score - a.score || a.order - b.order);
    compiled.set(routes, table);
  }
  for (const branch of table) {
    const found = branch.pattern.exec(pathname);
    if (!found) continue;
    const params = Object.fromEntries(
      branch.names.map((name, i) => [name, decode(found[i + 1] ?? '')]),
    );
    return branch.routes.map((route) => ({ route, params }));
  }
  return null;
}
