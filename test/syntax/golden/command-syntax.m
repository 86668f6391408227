% Command syntax, decided as MATLAB decides it.
hold on
format long g
warning off all
disp -x
disp - x
a -b
disp 'hello world'
x(1)
clc
close all
axis([0 1 0 1])
load data.mat x y
cd ..
hold on;
disp hello, disp world
grid on % with a comment
dbstop if error
help plot
clear all
format
a = 1;
a -b
a - b
a -1
disp ('paren')
save results.mat -v7.3
figure; hold on; plot(x, y)
warning('off', 'all')
disp 'it''s'
mkdir my_dir
a ==b
% A continuation attached to an argument ends it (MRST's module lists)
mrstModule add ad-core coarsegrid...
    mrst-gui ad-props
% A quote after a value inside brackets transposes (CVX's objective in QETLAB)
maximize trace(X) + trace(X');
