import type { HttpOperation } from '#functions/operations.ts';
import type { ValidationIssue } from '#shared/vocabulary/errors.ts';

/** An operation's route as API Gateway matches it: its path with a capture per `{parameter}`. */
export interface Route {
  operation: HttpOperation;
  pattern: RegExp;
  parameterNames: string[];
}

export const routeOf = (operation: HttpOperation): Route => {
  const parameterNames: string[] = [];
  const source = operation.path
    .split(/(\{[^}]+\})/)
    .map((part) => {
      const parameter = /^\{([^}]+)\}$/.exec(part);
      if (!parameter) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      parameterNames.push(parameter[1]!);
      return '([^/]+)';
    })
    .join('');
  return { operation, pattern: new RegExp(`^${source}$`), parameterNames };
};

/** A malformed percent-encoding (`%zz`, a cut UTF-8 sequence) is the caller's mistake: a 400, never a crash. */
export const decodePathParameters = (route: Route, values: string[]) => {
  const decoded: Record<string, string> = {};
  const issues: ValidationIssue[] = [];
  route.parameterNames.forEach((name, index) => {
    try {
      decoded[name] = decodeURIComponent(values[index]!);
    } catch {
      issues.push({ location: 'path', path: name, message: 'is not valid percent-encoding', code: 'invalid_encoding' });
    }
  });
  return issues.length > 0 ? { ok: false as const, issues } : { ok: true as const, values: decoded };
};
