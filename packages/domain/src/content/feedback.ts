/** The longest comment of a feedback (a training's feedback link, an evaluation quiz or one of its questions). */
export const FEEDBACK_COMMENT_MAX = 2000;
