function drv_game_of_life()
% A glider on a torus returns shifted after 4 generations; still lifes and oscillators.
board = false(12, 12);
board = place_pattern(board, 'glider', 1, 1);
board = place_pattern(board, 'block', 9, 9);
start = board;
for g = 1:4
    board = life_step(board);
end
fprintf('class %s, population %d -> %d\n', class(board), nnz(start), nnz(board));
moved = circshift(start(1:5, 1:5), [1 1]);
fprintf('glider moved: %d\n', isequal(board(1:5, 1:5), moved));
b = place_pattern(false(5), 'blinker', 3, 2);
b1 = life_step(b, false);
b2 = life_step(b1, false);
fprintf('blinker period 2: %d, vertical %d\n', isequal(b2, b), all(b1(2:4, 3)));
history = zeros(1, 20);
r = false(16);
r(7:9, 7:9) = logical([0 1 1; 1 1 0; 0 1 0]);
for g = 1:20
    r = life_step(r);
    history(g) = nnz(r);
end
fprintf('r-pentomino: %s\n', mat2str(history));
[rows, cols] = find(r);
fprintf('bbox %d..%d x %d..%d\n', min(rows), max(rows), min(cols), max(cols));
end
