function drv_factorizations()
% Cholesky of an SPD matrix, a failing Cholesky caught, and QR of a tall matrix.
M = magic(5);
S = M' * M + 5 * eye(5);
L = cholesky_lower(S);
fprintf('chol residual %.2e\n', norm(L * L' - S) / norm(S));
try
    cholesky_lower([1 2; 2 1]);
    disp('unexpected success');
catch err
    fprintf('caught: %s\n', err.identifier);
end
T = [M; eye(5)];
[Q, R] = gram_schmidt(T);
fprintf('qr residual %.2e orth %.2e\n', norm(Q * R - T), norm(Q' * Q - eye(5)));
fprintf('upper: %d\n', isequal(R, triu(R)));
end
