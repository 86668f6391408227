function next = life_step(board, wrap)
% LIFE_STEP  One generation of Conway's Game of Life on a logical board.
if nargin < 2
    wrap = true;
end
if wrap
    n = zeros(size(board));
    for dr = -1:1
        for dc = -1:1
            if dr ~= 0 || dc ~= 0
                n = n + circshift(board, [dr dc]);
            end
        end
    end
else
    p = false(size(board) + 2);
    p(2:end-1, 2:end-1) = board;
    n = p(1:end-2, 1:end-2) + p(1:end-2, 2:end-1) + p(1:end-2, 3:end) + ...
        p(2:end-1, 1:end-2) + p(2:end-1, 3:end) + ...
        p(3:end, 1:end-2) + p(3:end, 2:end-1) + p(3:end, 3:end);
end
next = (board & (n == 2 | n == 3)) | (~board & n == 3);
end
