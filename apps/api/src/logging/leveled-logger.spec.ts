import type { LoggerService } from '@nestjs/common';
import { LeveledLogger } from './leveled-logger';

describe('LeveledLogger', () => {
  it("passes on only the levels Nest was given, with the caller's context", () => {
    const inner = { log: jest.fn(), error: jest.fn(), warn: jest.fn(), debug: jest.fn() } satisfies LoggerService;
    const logger = new LeveledLogger(inner, ['warn', 'error']);
    logger.log('Mapped {/api/auth/me, GET} route', 'RouterExplorer');
    logger.debug('detail');
    logger.warn('careful', 'Config');
    logger.error('broken', 'trace', 'AnswerBatcher');
    expect(inner.log).not.toHaveBeenCalled();
    expect(inner.debug).not.toHaveBeenCalled();
    expect(inner.warn).toHaveBeenCalledWith('careful', 'Config');
    expect(inner.error).toHaveBeenCalledWith('broken', 'trace', 'AnswerBatcher');
  });
});
